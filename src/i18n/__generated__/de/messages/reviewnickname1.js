/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const de_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name (wird mit der Bewertung gezeigt)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = de_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
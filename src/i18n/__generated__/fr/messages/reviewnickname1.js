/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const fr_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom (affiché avec votre avis)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = fr_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
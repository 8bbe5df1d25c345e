/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const sv_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt namn (visas med omdömet)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = sv_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const cs_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše jméno (zobrazí se u hodnocení)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = cs_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
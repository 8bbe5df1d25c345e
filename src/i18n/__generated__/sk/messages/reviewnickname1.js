/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const sk_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše meno (zobrazí sa pri hodnotení)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = sk_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
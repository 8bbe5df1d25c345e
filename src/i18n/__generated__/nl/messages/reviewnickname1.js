/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnickname1Inputs */

const nl_reviewnickname1 = /** @type {(inputs: Reviewnickname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je naam (wordt bij de beoordeling getoond)`)
};

/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewnickname1 = nl_reviewnickname1;
export { reviewnickname1 as "reviewNickname" }
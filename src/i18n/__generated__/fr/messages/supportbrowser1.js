/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const fr_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = fr_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
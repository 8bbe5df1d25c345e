/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const sv_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webbläsare`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = sv_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
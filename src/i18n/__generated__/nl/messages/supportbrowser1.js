/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const nl_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = nl_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const cs_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prohlížeč`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = cs_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
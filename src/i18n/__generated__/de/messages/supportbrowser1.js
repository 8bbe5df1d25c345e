/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const de_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = de_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportbrowser1Inputs */

const sk_supportbrowser1 = /** @type {(inputs: Supportbrowser1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prehliadač`)
};

/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportbrowser1 = sk_supportbrowser1;
export { supportbrowser1 as "supportBrowser" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const sk_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Len nevyhnutné`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = sk_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const nl_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen noodzakelijke`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = nl_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
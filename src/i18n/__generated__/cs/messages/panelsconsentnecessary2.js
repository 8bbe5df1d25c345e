/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const cs_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jen nezbytné`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = cs_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
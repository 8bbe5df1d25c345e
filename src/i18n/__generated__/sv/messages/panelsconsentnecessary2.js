/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const sv_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endast nödvändiga`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = sv_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
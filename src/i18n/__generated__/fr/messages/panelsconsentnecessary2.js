/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const fr_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nécessaires uniquement`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = fr_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentnecessary2Inputs */

const de_panelsconsentnecessary2 = /** @type {(inputs: Panelsconsentnecessary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur notwendige`)
};

/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentnecessary2 = de_panelsconsentnecessary2;
export { panelsconsentnecessary2 as "panelsConsentNecessary" }
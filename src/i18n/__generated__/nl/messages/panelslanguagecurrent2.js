/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Panelslanguagecurrent2Inputs */

const nl_panelslanguagecurrent2 = /** @type {(inputs: Panelslanguagecurrent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taal: ${i?.language}`)
};

/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelslanguagecurrent2 = nl_panelslanguagecurrent2;
export { panelslanguagecurrent2 as "panelsLanguageCurrent" }
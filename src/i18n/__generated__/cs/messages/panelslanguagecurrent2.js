/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Panelslanguagecurrent2Inputs */

const cs_panelslanguagecurrent2 = /** @type {(inputs: Panelslanguagecurrent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jazyk: ${i?.language}`)
};

/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelslanguagecurrent2 = cs_panelslanguagecurrent2;
export { panelslanguagecurrent2 as "panelsLanguageCurrent" }
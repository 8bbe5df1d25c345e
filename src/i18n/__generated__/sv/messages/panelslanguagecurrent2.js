/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Panelslanguagecurrent2Inputs */

const sv_panelslanguagecurrent2 = /** @type {(inputs: Panelslanguagecurrent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Språk: ${i?.language}`)
};

/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelslanguagecurrent2 = sv_panelslanguagecurrent2;
export { panelslanguagecurrent2 as "panelsLanguageCurrent" }
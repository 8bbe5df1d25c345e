/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Panelslanguagecurrent2Inputs */

const fr_panelslanguagecurrent2 = /** @type {(inputs: Panelslanguagecurrent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Langue : ${i?.language}`)
};

/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelslanguagecurrent2 = fr_panelslanguagecurrent2;
export { panelslanguagecurrent2 as "panelsLanguageCurrent" }
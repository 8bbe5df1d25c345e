/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Panelslanguagecurrent2Inputs */

const de_panelslanguagecurrent2 = /** @type {(inputs: Panelslanguagecurrent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sprache: ${i?.language}`)
};

/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelslanguagecurrent2 = de_panelslanguagecurrent2;
export { panelslanguagecurrent2 as "panelsLanguageCurrent" }
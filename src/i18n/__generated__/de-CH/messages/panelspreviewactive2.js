/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewactive2Inputs */

const de_ch2_panelspreviewactive2 = /** @type {(inputs: Panelspreviewactive2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kampagne ${i?.trigger} aktiv`)
};

/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelspreviewactive2 = de_ch2_panelspreviewactive2;
export { panelspreviewactive2 as "panelsPreviewActive" }
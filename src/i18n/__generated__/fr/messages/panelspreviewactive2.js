/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewactive2Inputs */

const fr_panelspreviewactive2 = /** @type {(inputs: Panelspreviewactive2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Campagne ${i?.trigger} active`)
};

/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelspreviewactive2 = fr_panelspreviewactive2;
export { panelspreviewactive2 as "panelsPreviewActive" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewactive2Inputs */

const cs_panelspreviewactive2 = /** @type {(inputs: Panelspreviewactive2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kampaň ${i?.trigger} aktivní`)
};

/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewactive2 = cs_panelspreviewactive2;
export { panelspreviewactive2 as "panelsPreviewActive" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewactive2Inputs */

const nl_panelspreviewactive2 = /** @type {(inputs: Panelspreviewactive2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Campagne ${i?.trigger} actief`)
};

/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewactive2 = nl_panelspreviewactive2;
export { panelspreviewactive2 as "panelsPreviewActive" }
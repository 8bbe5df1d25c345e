/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewactive2Inputs */

const sk_panelspreviewactive2 = /** @type {(inputs: Panelspreviewactive2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kampaň ${i?.trigger} aktívna`)
};

/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewactive2 = sk_panelspreviewactive2;
export { panelspreviewactive2 as "panelsPreviewActive" }
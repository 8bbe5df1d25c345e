/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const cs_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsah se nepodařilo načíst. Zkuste to prosím později.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = /** @type {((inputs?: Modal_Load_Error14Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Modal_Load_Error14Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_modal_load_error14(inputs)
});
export { modal_load_error14 as "MODAL_LOAD_ERROR" }
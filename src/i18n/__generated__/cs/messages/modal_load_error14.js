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
const modal_load_error14 = cs_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const nl_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De inhoud kon niet worden geladen. Probeer het later nog eens.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = nl_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }
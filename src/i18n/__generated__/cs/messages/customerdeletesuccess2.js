/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const cs_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše žádost o smazání zákaznického účtu byla odeslána.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = cs_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }
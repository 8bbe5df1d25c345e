/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const cs_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za posledních 12 měsíců jste nic neobjednali.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = cs_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }
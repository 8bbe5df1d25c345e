/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const sk_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za posledných 12 mesiacov ste nič neobjednali.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = sk_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }
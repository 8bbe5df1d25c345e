/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const nl_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je hebt de afgelopen 12 maanden niets besteld.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = nl_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }
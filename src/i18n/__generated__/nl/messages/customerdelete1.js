/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdelete1Inputs */

const nl_customerdelete1 = /** @type {(inputs: Customerdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account verwijderen`)
};

/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdelete1 = nl_customerdelete1;
export { customerdelete1 as "customerDelete" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdelete1Inputs */

const cs_customerdelete1 = /** @type {(inputs: Customerdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smazat účet`)
};

/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdelete1 = cs_customerdelete1;
export { customerdelete1 as "customerDelete" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnrefunded2Inputs */

const fr_customerreturnrefunded2 = /** @type {(inputs: Customerreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnrefunded2 = fr_customerreturnrefunded2;
export { customerreturnrefunded2 as "customerReturnRefunded" }
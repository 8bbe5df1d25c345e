/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnrefunded2Inputs */

const de_customerreturnrefunded2 = /** @type {(inputs: Customerreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstattet`)
};

/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerreturnrefunded2 = de_customerreturnrefunded2;
export { customerreturnrefunded2 as "customerReturnRefunded" }
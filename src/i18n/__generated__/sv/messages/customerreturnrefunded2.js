/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnrefunded2Inputs */

const sv_customerreturnrefunded2 = /** @type {(inputs: Customerreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Återbetald`)
};

/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturnrefunded2 = sv_customerreturnrefunded2;
export { customerreturnrefunded2 as "customerReturnRefunded" }
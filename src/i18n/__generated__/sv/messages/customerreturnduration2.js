/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const sv_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det kan ta upp till 15 arbetsdagar att hantera en retur.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = sv_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }
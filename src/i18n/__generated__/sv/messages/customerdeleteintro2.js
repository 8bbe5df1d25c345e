/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const sv_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Om du raderar ditt kundkonto kan du inte längre se beställningar, fakturor och ditt saldo här.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = sv_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }
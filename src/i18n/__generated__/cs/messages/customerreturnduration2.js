/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const cs_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpracování vratky může trvat až 15 pracovních dní.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = cs_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }
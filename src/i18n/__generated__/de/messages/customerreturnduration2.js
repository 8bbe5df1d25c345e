/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const de_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bearbeitung einer Retoure kann bis zu 15 Werktage dauern.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = de_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }
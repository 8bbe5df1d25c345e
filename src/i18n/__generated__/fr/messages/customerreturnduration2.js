/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const fr_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le traitement d’un retour peut prendre jusqu’à 15 jours ouvrés.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = fr_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const de_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie Ihr Kundenkonto löschen, können Sie Bestellungen, Rechnungen und Ihren Kontostand hier nicht mehr einsehen.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = de_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const fr_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous supprimez votre compte client, vous ne pourrez plus consulter ici vos commandes, factures et votre solde.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = fr_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }
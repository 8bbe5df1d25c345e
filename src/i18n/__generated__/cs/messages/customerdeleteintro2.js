/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const cs_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokud svůj zákaznický účet smažete, nebudete zde už moci zobrazit objednávky, faktury ani zůstatek.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = cs_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }
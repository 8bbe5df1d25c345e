/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const sk_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ak svoj zákaznícky účet zrušíte, nebudete si tu už môcť pozrieť objednávky, faktúry ani zostatok.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = sk_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }
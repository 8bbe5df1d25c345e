/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const cs_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledáte faktury starší než 12 měsíců?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = cs_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }
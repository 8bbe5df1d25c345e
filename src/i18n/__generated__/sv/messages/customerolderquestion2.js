/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const sv_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letar du efter fakturor som är äldre än 12 månader?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = sv_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }
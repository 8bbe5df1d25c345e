/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const sk_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadáte faktúry staršie ako 12 mesiacov?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = sk_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }
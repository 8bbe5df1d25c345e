/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Opt_Out_Non_Existent_Provider25Inputs */

const de_ch2_opt_out_non_existent_provider25 = /** @type {(inputs: Opt_Out_Non_Existent_Provider25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die angegebene Adresse existiert nicht.`)
};

/**

* @param {Opt_Out_Non_Existent_Provider25Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const opt_out_non_existent_provider25 = de_ch2_opt_out_non_existent_provider25;
export { opt_out_non_existent_provider25 as "OPT_OUT_NON_EXISTENT_PROVIDER" }
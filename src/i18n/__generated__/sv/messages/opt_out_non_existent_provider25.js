/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Opt_Out_Non_Existent_Provider25Inputs */

const sv_opt_out_non_existent_provider25 = /** @type {(inputs: Opt_Out_Non_Existent_Provider25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den angivna adressen finns inte.`)
};

/**

* @param {Opt_Out_Non_Existent_Provider25Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const opt_out_non_existent_provider25 = sv_opt_out_non_existent_provider25;
export { opt_out_non_existent_provider25 as "OPT_OUT_NON_EXISTENT_PROVIDER" }
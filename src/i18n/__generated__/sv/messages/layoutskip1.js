/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const sv_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Hoppa till huvudinnehållet`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Hoppa över produktkategorier`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Hoppa över produkttips`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Hoppa över kategoritips`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Hoppa över inspirationstext`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = sv_layoutskip1;
export { layoutskip1 as "layoutSkip" }